// The default of an effect the UI must supply with .provide(): a rejection that names the missing actor,
// never a made-up success, so a caller (or a test) that forgets .provide() fails and says what is missing.
export const notProvided = (machine: string, actor: string) => (): Promise<never> =>
  Promise.reject(new Error(`${machine} actor '${actor}' not provided: supply it with .provide({ actors })`));
