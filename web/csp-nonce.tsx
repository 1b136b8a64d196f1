import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce, for the inline scripts the root layout writes.
 * Provided on the server only (entry.server.tsx): in the browser the scripts already ran, and
 * browsers hide nonces from the page anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
