export { CheckInPrompt } from "./check-in-prompt";
export { canShareDate, ShareDateAction } from "./share-date-action";
export { ShareDateSheet, type SharedDate } from "./share-date-sheet";
