// What the browser tier's global set-up shares with its files (vitest's provide/inject; issue 48).

/** A production server started once for the whole browser tier. */
export interface SharedServer {
  /** Where it answers; files reach it through a visitor proxy of their own (visitor-proxy.ts). */
  baseUrl: string;
  /** Its database, for a file that looks at or arranges its own rows there. */
  databaseUrl: string;
  /** Its DATA_DIR: the mail folder's emails, without an SMTP server. */
  dataDir: string;
  /** Its JSON log lines, one per line, as it wrote them. */
  logFile: string;
}

export type SharedServerName = 'plain' | 'configured';

export interface BrowserTier {
  /**
   * plain: the default settings; configured: the settings some pages show when they are set
   * (browser-tier-global-setup.ts) and a fast outbox.
   */
  servers: Record<SharedServerName, SharedServer>;
  /** The run's Chromium, to connect to (playwright's browser server). */
  chromium: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    browserTier: BrowserTier;
  }
}

/** The demo video the configured server's links file gives (the landing pages show it behind consent). */
export const DEMO_VIDEO = 'https://www.youtube-nocookie.com/embed/flash-demo';
/** The support phone the configured server's header shows. */
export const SUPPORT_PHONE = '+33 4 72 00 00 00';
