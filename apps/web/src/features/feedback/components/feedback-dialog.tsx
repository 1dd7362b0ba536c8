import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The feedback modal: its own chunk, fetched when the card is first pointed at or opened. */
export default function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel={t('feedback.dialog.close')}>
        <DialogHeader
          title={t('feedback.dialog.title')}
          description={t('feedback.dialog.description')}
        />
        <FeedbackForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
