/** A failed database query's error as the log keeps it: drizzle's message repeats the query and every parameter. */
export function loggableError(error: Error): Error | Record<string, unknown> {
  if (!('params' in error)) return error;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    // The first line names the statement; names, IBANs and amounts in the parameters stay out of the log.
    message: error.message.split('\n')[0].slice(0, 300),
    cause:
      cause instanceof Error
        ? { type: cause.name, message: cause.message, code: (cause as { code?: unknown }).code }
        : undefined,
    // The stack starts with the whole message, parameters included: keep only its frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}
