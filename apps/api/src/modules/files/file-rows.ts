/**
 * The stored file rows as other modules read them (issue 31 point 1: no module imports another
 * module's repository). Apart from files.service.ts, which the repository imports for its types.
 */
export { toUploadedFile, type FileRow } from './files.repository.ts';
