import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { ANSWER_BROTLI_QUALITY } from '../lib/kept-answer';

/**
 * Compresses the answers of the scope it is registered in, on the fly: brotli at a fast quality,
 * or gzip; answers under 1 KiB as they are. The API's JSON and the share pages' HTML use it.
 */
export const compressAnswers = (app: FastifyInstance) =>
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });
