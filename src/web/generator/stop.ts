/**
 * The abort reason of Stop. Any other abort (the screen left, a new generation) only lets go of the
 * stream, and the server goes on; Stop also asks the server to stop the generation. Apart from the
 * stream's code (stream-client.ts), which loads when the page is idle, so a screen can say Stop
 * before that code is here.
 */
export const STOP = 'stop';
