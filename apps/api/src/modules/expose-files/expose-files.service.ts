/**
 * The kept exposé files as other modules reach them (issue 31 point 1: no module imports another
 * module's repository): the listing an exposé is kept for, and recording and attaching a file.
 */
export {
  attachExposeFile,
  findExposeListing,
  recordExposeFile,
} from './expose-files.repository.ts';
