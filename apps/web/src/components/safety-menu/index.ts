export { BlockDialog } from "./block-dialog";
export { ReportDialog } from "./report-dialog";
export { blocksQueryKey, fetchBlocksPage, useBlock, useReport, useUnblock } from "./safety-api";
export { SafetyMenu } from "./safety-menu";
