/** Health answers everyone: load balancers and monitors ask without a session. It reveals no data. */
export function canReadHealth(): boolean {
  return true;
}
