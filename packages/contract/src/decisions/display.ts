/** §5: idol images exist for levels 1-3; any other level shows level 1. */
export function idolLevel(level: number | string | null | undefined): 1 | 2 | 3 {
  const value = Number(level);
  return value === 2 || value === 3 ? value : 1;
}

/** §5: '0' is male; anything else, a missing value included, is shown as female. */
export function genderOf(gender: string | number | null | undefined): 'male' | 'female' {
  return gender === '0' || gender === 0 ? 'male' : 'female';
}
