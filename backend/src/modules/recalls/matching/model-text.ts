/**
 * How model numbers and recall texts are normalised so that the same model compares equal however it
 * was written: upper case, O read as 0 inside digit runs ('RG25O' → 'RG250'), and for a model number no
 * spaces, dashes, dots or slashes ('rg-250 t6n' → 'RG250T6N'). Recall texts keep their words (one space
 * between them) so that the matcher still sees where a model ends.
 */

/** O beside a digit is a zero (labels, OCR and typists mix them); applied to both sides of a comparison. */
function zeroesInDigitRuns(text: string): string {
  let result = text;
  // Twice: 'O' runs ('1OO5') need the second pass once the first O has become a digit.
  for (let pass = 0; pass < 2; pass += 1) {
    result = result.replace(/(?<=\d)O|O(?=\d)/g, '0');
  }
  return result;
}

/** A model number as compared: 'rg-250 t6n' → 'RG250T6N'. Empty when nothing alphanumeric is left. */
export function normaliseModel(model: string | null | undefined): string {
  if (!model) return '';
  return zeroesInDigitRuns(model.toUpperCase().replace(/[^A-Z0-9]+/g, ''));
}

/** A recall text as searched: upper case, O→0 in digit runs, punctuation kept, one space between words. */
export function normaliseRecallText(text: string | null | undefined): string {
  if (!text) return '';
  return zeroesInDigitRuns(text.toUpperCase().replace(/\s+/g, ' ').trim());
}

/** Every prefix of a normalised model of three characters or more, the model itself included. */
export function modelPrefixes(normalisedModel: string): string[] {
  const prefixes: string[] = [];
  for (let length = 3; length <= normalisedModel.length; length += 1) prefixes.push(normalisedModel.slice(0, length));
  return prefixes;
}
