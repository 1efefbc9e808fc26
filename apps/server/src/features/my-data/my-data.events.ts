declare module '../../platform/jobs/jobs' {
  interface JobPayloads {
    /** A member asked for their data: the zip is made, stored privately, and e-mailed as a link. */
    'my-data.export': { exportId: string };
    /** An export's time is up: its file is removed. */
    'my-data.export-expiry': { exportId: string };
    /** The grace period of an account deletion is over (unless they signed in): the purge. */
    'my-data.purge': { userId: string };
  }
}

export {};
