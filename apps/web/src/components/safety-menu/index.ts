export { blocksQueryKey, fetchBlocksPage, useBlock, useReport, useUnblock } from "./safety-api";
export { SafetyMenu } from "./safety-menu";
