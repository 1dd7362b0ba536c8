import { MemoryRouter } from 'react-router';
import { DashboardTop, ReviewTile } from '../features/dashboard/components/dashboard-screen.tsx';

/** What the server puts in the template: the escaped name, the review tile and its texts. */
export const dashboardSlots = {
  name: '@@name@@',
  review: '@@review@@',
  reviewTitle: '@@reviewTitle@@',
  reviewBody: '@@reviewBody@@',
};

/**
 * The home screen's first screen as the server sends it to a signed-in reader (ADR 317): the
 * screen column of the signed-in frame with the dashboard's greeting and its four actions, as
 * the dashboard screen draws them before its figures arrive. Rendered once per language at build
 * time with `dashboardSlots` for the reader's name and the review tile, which the server fills
 * in; it replaces the skeleton's screen column (`data-first-screen`).
 */
export function DashboardFirstScreen() {
  return (
    <MemoryRouter>
      <div className="flex min-w-0 flex-1 flex-col" data-first-screen-filled="">
        <div className="flex-1 px-4 py-6 pb-24 md:px-8 md:py-8 md:pb-8">
          <div className="mx-auto w-full max-w-5xl">
            <div className="flex flex-col gap-8">
              <DashboardTop name={dashboardSlots.name} review={dashboardSlots.review} />
            </div>
          </div>
        </div>
      </div>
    </MemoryRouter>
  );
}

/** The review tile with slots for its title and body, when cards are due (`due`) or not. */
export function DrawnReviewTile({ due }: { due: boolean }) {
  return (
    <MemoryRouter>
      <ReviewTile
        due={due}
        title={dashboardSlots.reviewTitle}
        body={dashboardSlots.reviewBody}
        drawnPart
      />
    </MemoryRouter>
  );
}
