/**
 * A render thread for the pool's tests: answers at once with the request's JSON as the "file",
 * unless the description asks it to misbehave: "SLOW" answers after 300 ms, "FAIL" reports an
 * error, "CRASH" throws outside any handler (the thread dies), "EXIT" ends the thread.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from '@/server/exports/render-messages';

function reply(message: RenderReply) {
  parentPort?.postMessage(message, 'bytes' in message ? [message.bytes] : []);
}

parentPort?.on('message', (request: RenderRequest) => {
  const text = JSON.stringify(request);
  if (text.includes('CRASH'))
    setTimeout(() => {
      throw new Error('stand-in crash');
    });
  else if (text.includes('EXIT')) process.exit(3);
  else if (text.includes('FAIL')) reply({ ok: false, message: 'stand-in failure' });
  else {
    const bytes = new TextEncoder().encode(text).buffer as ArrayBuffer;
    setTimeout(() => reply({ ok: true, bytes, isMainThread }), text.includes('SLOW') ? 300 : 0);
  }
});
