import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMember, type TestUser } from '../../test/accounts';
import { connectSocket, listen, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Structured logs (issue 38): every line logged while a socket's event is handled names the socket,
 * as a request's lines name the request, so an operator can follow one connection through the log.
 */

let t: TestApp;
let baseUrl: string;
let member: TestUser;
const lines: Array<Record<string, unknown>> = [];
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'debug' },
    { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  baseUrl = await listen(t.app);
  member = await createVerifiedMember(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const linesSaying = (msg: string) => lines.filter((line) => line.msg === msg);

describe("a socket's log lines", () => {
  it('name the socket on its connection, on each event it sends, and on its close', async () => {
    const { socket, error } = await connectSocket(baseUrl, member.jar.header());
    sockets.push(socket);
    expect(error).toBeNull();
    const id = socket.id;
    expect(id).toBeTruthy();

    const answer = await socket.timeout(3000).emitWithAck('room:join', 'nosuchkind:abc');
    expect(answer).toEqual({ ok: false, error: 'invalid' });
    socket.disconnect();
    await expect.poll(() => linesSaying('socket closed').length).toBe(1);

    expect(linesSaying('socket connected').map((line) => line.socket)).toEqual([id]);
    expect(linesSaying('socket asked for an unknown room')).toEqual([
      expect.objectContaining({ socket: id, room: 'nosuchkind:abc' }),
    ]);
    expect(linesSaying('socket closed')).toEqual([expect.objectContaining({ socket: id })]);
    // No request's id leaks onto a socket's lines (the handshake's HTTP request is over).
    for (const line of linesSaying('socket asked for an unknown room'))
      expect(line.reqId).toBeUndefined();
  });
});
