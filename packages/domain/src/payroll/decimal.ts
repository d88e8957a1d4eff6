// Exact decimal arithmetic for payroll. Every input (hours, rates, amounts, percentages) is a short
// decimal, so products of a few of them are exact as scaled integers: no binary floating-point error
// can push a value across a half-cent before the single rounding at the end (the "1.005" problem).

/** The value `n / 10^scale`. */
export type Dec = { readonly n: bigint; readonly scale: number };

const pow10 = (k: number): bigint => 10n ** BigInt(k);

/** Decimal places of a finite number as JavaScript prints it (its shortest exact round-trip form). */
export function decimalPlaces(value: number): number {
  const [mantissa = "", exponent] = String(Math.abs(value)).toLowerCase().split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** The decimal a user typed: 151.67 is exactly 15167/100, not the nearest binary double. */
export function dec(value: number): Dec {
  if (!Number.isFinite(value)) throw new RangeError(`Nombre invalide : ${value}`);
  const scale = decimalPlaces(value);
  const [mantissa = "0", exponent = "0"] = String(Math.abs(value)).toLowerCase().split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  // digits * 10^(exponent - fraction.length) == value; rescale to 10^-scale.
  const shift = Number(exponent) - fraction.length + scale;
  const digits = BigInt(whole + fraction) * pow10(shift);
  return { n: value < 0 ? -digits : digits, scale };
}

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.n * pow10(scale - a.scale), b.n * pow10(scale - b.scale), scale];
}

export const ZERO: Dec = { n: 0n, scale: 0 };

export function add(...values: Dec[]): Dec {
  return values.reduce((sum, v) => {
    const [x, y, scale] = align(sum, v);
    return { n: x + y, scale };
  }, ZERO);
}

export function sub(a: Dec, b: Dec): Dec {
  return add(a, { n: -b.n, scale: b.scale });
}

export function mul(...values: Dec[]): Dec {
  return values.reduce((p, v) => ({ n: p.n * v.n, scale: p.scale + v.scale }), { n: 1n, scale: 0 });
}

/**
 * Rounds to cents, half away from zero ("arrondi commercial": 0.005 -> 0.01), and returns euros as a
 * number. The result has at most two decimals, which a double prints exactly.
 */
export function toCents(value: Dec): number {
  if (value.scale <= 2) return Number(value.n * pow10(2 - value.scale)) / 100;
  const divisor = pow10(value.scale - 2);
  const magnitude = value.n < 0n ? -value.n : value.n;
  let cents = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) cents += 1n;
  return Number(value.n < 0n ? -cents : cents) / 100;
}
