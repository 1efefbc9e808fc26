declare module '../../platform/events' {
  interface DomainEvents {
    /** A new account: its verification e-mail is sent after the answer. */
    'account.created': { userId: string; email: string; callbackPath: string };
    /** Someone signed up with an address that has an account: its owner is told by e-mail. */
    'account.sign-up-repeated': { userId: string; email: string };
  }
}

export {};
