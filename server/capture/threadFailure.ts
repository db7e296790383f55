/** An error as a message between threads carries it: its class name and its message. */
export type ThreadFailure = { name: string; message: string };

/** An error thrown in a worker thread, as its reply carries it. */
export function failureOf(error: unknown): ThreadFailure {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

/** A failure a worker thread replied with, thrown again in the calling thread (an Error of that name). */
export function errorOf(failure: ThreadFailure): Error {
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}
