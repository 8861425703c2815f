/**
 * How a place reads once chosen, in the search box, the saved-search form and a saved search's
 * summary: a zone or street carries its municipality, "Gries (Bolzano)"; a municipality (or a
 * place named like its municipality) its name alone. The server names a place it found for a
 * typed text the same way (issue 30.10).
 */
export function placeLabel(place: {
  type: string;
  name: string;
  municipality?: { name: string } | null | undefined;
}): string {
  const { municipality } = place;
  return place.type !== 'municipality' && municipality && municipality.name !== place.name
    ? `${place.name} (${municipality.name})`
    : place.name;
}
