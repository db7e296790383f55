import { parseAmount } from './parse';
import { roundAmount } from './round';

type Operator = '+' | '-' | '*' | '/';
type Token = { kind: 'number'; value: number } | { kind: 'operator'; operator: Operator };

// Unicode minus, multiplication and division signs as well as the keyboard ones (spec 002 §5).
const OPERATOR_SIGNS: Record<string, Operator> = {
  '+': '+',
  '-': '-',
  '\u2212': '-',
  '*': '*',
  '\u00d7': '*',
  '/': '/',
  '\u00f7': '/',
  ':': '/',
};
const NUMBER_CHARS = /[0-9.,]/;

/**
 * Evaluates a simple amount expression such as "12,50 * 3 + 1" with normal precedence (× ÷ before + −);
 * a plain amount evaluates to itself. Division by zero gives 0. The result is rounded to 2 decimals;
 * null when the text is not an expression.
 */
export function evaluateAmountExpression(text: string): number | null {
  const tokens = tokenize(text.replace(/[\s\u00a0\u202f€$£¥]/g, ''));
  if (tokens === null || tokens.length === 0) return null;
  const value = evaluate(tokens);
  return value === null ? null : roundAmount(value);
}

/** Splits the expression into numbers and operators, folding unary signs into the number after them. */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    const operator = OPERATOR_SIGNS[char];
    const previous = tokens.at(-1);
    const unary = operator === '-' || operator === '+';
    if (operator && !(unary && (previous === undefined || previous.kind === 'operator'))) {
      tokens.push({ kind: 'operator', operator });
      index += 1;
      continue;
    }
    const start = unary ? index + 1 : index;
    let end = start;
    while (end < text.length && NUMBER_CHARS.test(text[end])) end += 1;
    const value = end > start ? parseAmount(text.slice(start, end)) : null;
    if (value === null) return null;
    tokens.push({ kind: 'number', value: operator === '-' ? -value : value });
    index = end;
  }
  return tokens;
}

/** Evaluates alternating number/operator tokens: products first, then the sum of the terms. */
function evaluate(tokens: Token[]): number | null {
  let sum = 0;
  let term: number | null = null;
  let pending: Operator = '+';
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const expectNumber = i % 2 === 0;
    if (expectNumber !== (token.kind === 'number')) return null;
    if (token.kind === 'operator') {
      pending = token.operator;
      continue;
    }
    if (term === null || pending === '+' || pending === '-') {
      if (term !== null) sum += term;
      term = pending === '-' ? -token.value : token.value;
    } else {
      term = pending === '*' ? term * token.value : divide(term, token.value);
    }
  }
  if (tokens.length % 2 === 0 || term === null) return null;
  return sum + term;
}

/** Division by zero gives 0 rather than Infinity (spec 002 §5). */
function divide(dividend: number, divisor: number): number {
  return divisor === 0 ? 0 : dividend / divisor;
}
