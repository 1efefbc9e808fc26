/** Loopback addresses: this machine itself. */
function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/**
 * The dev mailbox holds sign-in links, so it answers only outside production, only when no SMTP
 * server is set, and only to this machine, unless DEV_MAILBOX_OPEN says the network is trusted. A
 * server started without NODE_ENV on HOST=0.0.0.0 thus hands nobody an account.
 */
export function canReadDevMailbox(
  request: { ip: string },
  config: { nodeEnv: string; devMailboxOpen: boolean },
): boolean {
  if (config.nodeEnv === 'production') return false;
  return config.devMailboxOpen || isLoopback(request.ip);
}
