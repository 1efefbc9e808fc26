/**
 * The health check is anyone's, without a session: load balancers and monitors ask it every few
 * seconds. It says nothing about any member: ok or degraded, the build's version, uptime and the
 * database's reachability and latency.
 */
export function canReadHealth(): boolean {
  return true;
}
