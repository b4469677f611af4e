export { CheckInPrompt } from "./check-in-prompt";
export { ShareDateSheet, type SharedDate } from "./share-date-sheet";
