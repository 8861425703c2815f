export { placeLabel } from '@domus/domain/format/place-label';
