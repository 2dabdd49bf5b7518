import { createContext, useContext } from 'react';

/*
 * The Content-Security-Policy nonce of the server response, for the inline scripts React Router renders.
 * Only the server render provides it; in the browser it is empty, which matches what the browser shows for a
 * nonce attribute after load (it hides the value), so hydration sees no difference.
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
