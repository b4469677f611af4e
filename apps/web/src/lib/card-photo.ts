/** How wide a list card's photo is drawn: the app column (480 px at most) less its 16 px margins. */
export const CARD_PHOTO_SIZES = "(min-width: 480px) 448px, calc(100vw - 32px)";
