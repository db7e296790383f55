/// <reference types="vite/client" />

interface Window {
  /** Injected by the server outside production: switches on /dev/kit. */
  __LEDGERLINE__?: { devKit?: boolean };
}
