export { placeLabel } from '@domus/domain/place/place-label';
