declare module '../../platform/events' {
  interface DomainEvents {
    /** A profile's public_profile switch was set: what strangers may read changes with it. */
    'profile.privacy-changed': { userId: string; publicProfile: boolean };
    /** A profile's show_read_receipts switch was set: "Seen" appears or goes in its conversations. */
    'profile.read-receipts-changed': { userId: string; showReadReceipts: boolean };
  }
}

export {};
