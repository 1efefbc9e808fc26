/*
 * Health has no rule to decide: its one route (GET /api/health) is anyone's, without a session, as
 * load balancers and monitors ask it every few seconds, and it says nothing about any member (ok or
 * degraded, the build's version, uptime, the database's reachability and latency). So its module
 * asks nothing here; the authorization matrix checks that every actor gets the same answer.
 */
export {};
