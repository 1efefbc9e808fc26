declare module '../../platform/events' {
  interface DomainEvents {
    /** A profile's public_profile switch was set: what strangers may read changes with it. */
    'profile.privacy-changed': { userId: string; publicProfile: boolean };
  }
}

export {};
