/**
 * The history of changes as other modules reach it (issue 31 point 1: no module imports another
 * module's repository): writing an entry in the caller's transaction, and reading a subject's.
 */
export {
  listHistory,
  recordHistory,
  type HistoryActor,
  type HistoryEntryInput,
} from './history.repository.ts';
