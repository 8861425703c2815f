/**
 * The kept exposé files as other modules reach them (issue 31 point 1: no module imports another
 * module's repository): recording and attaching a file; the listing an exposé is kept for is the
 * listing module's (properties/listing-queries.ts).
 */
export { attachExposeFile, recordExposeFile } from './expose-files.repository.ts';
