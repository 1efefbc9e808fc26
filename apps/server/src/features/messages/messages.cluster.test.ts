import { afterAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@aebro/shared/messages';
import { createVerifiedMember, requestAs } from '../../test/accounts';
import { connectSocket, listen, nextEvent, type ClientSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

const sockets: ClientSocket[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const app of apps.reverse()) await app.close();
});

// CI sets TEST_REDIS_URL to its Redis service; a machine without Redis runs the rest.
describe.runIf(process.env.TEST_REDIS_URL)('messages across two processes (Redis)', () => {
  it('delivers messages and typing between processes, and stores a send repeated on both once', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const one = await createTestApp(env);
    apps.push(one);
    const two = await createTestApp(env, { sameDatabaseAs: one });
    apps.push(two);
    const [almaz, dawit] = await Promise.all([
      createVerifiedMember(one.app),
      createVerifiedMember(one.app),
    ]);
    await requestAs(one.app, dawit, 'PUT', `/api/v1/profiles/${almaz.id}/follow`);
    const conversation = (
      await requestAs(one.app, almaz, 'POST', '/api/v1/conversations', { userId: dawit.id })
    ).json<Conversation>();

    const onOne = await connectSocket(await listen(one.app), almaz.jar.header());
    const onTwo = await connectSocket(await listen(two.app), dawit.jar.header());
    sockets.push(onOne.socket, onTwo.socket);
    const room = `conversation:${conversation.id}`;
    expect((await onOne.socket.emitWithAck('room:join', room)).ok).toBe(true);
    expect((await onTwo.socket.emitWithAck('room:join', room)).ok).toBe(true);

    const typing = nextEvent(onTwo.socket, 'conversation:typing', 5000);
    onOne.socket.emit('typing', { room });
    expect((await typing)[0]).toEqual({ conversationId: conversation.id, userId: almaz.id });

    const arrived = nextEvent(onTwo.socket, 'message:new', 5000);
    const payload = { clientId: 'both-processes', body: 'Across the cluster' };
    const url = `/api/v1/conversations/${conversation.id}/messages`;
    const [first, second] = await Promise.all([
      requestAs(one.app, almaz, 'POST', url, payload),
      requestAs(two.app, almaz, 'POST', url, payload),
    ]);
    expect(first.json<Message>().id).toBe(second.json<Message>().id);
    expect((await arrived)[0]).toMatchObject({ body: 'Across the cluster', seq: 1 });
  });
});
