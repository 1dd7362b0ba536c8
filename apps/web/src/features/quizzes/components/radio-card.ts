/**
 * The radio input of an option drawn as a card: invisible, but laid over the whole card, so a
 * click or tap anywhere on it lands on the input itself. The card (its label) is `relative`.
 */
export const radioCardInput =
  'absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-default';
