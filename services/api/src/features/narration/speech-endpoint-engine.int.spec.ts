import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechEndpointEngine } from './speech-endpoint-engine.js';

/** A local server speaking OpenAI's `/v1/audio/speech` wire format: it answers each request with a few MP3-ish bytes. */
describe('the OpenAI-compatible speech engine', () => {
  const received: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let server: Server;
  let baseUrl = '';
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
        if (body.input === 'fail') {
          response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad input' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3-spoken'));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks /audio/speech for the paragraph in the mapped voice, at the course speed, and keeps the bytes as MP3', async () => {
    const engine = new SpeechEndpointEngine({ baseUrl, apiKey: 'sk-local', model: 'tts-1', timeoutMs: 5_000 });

    const audio = await engine.speak('Lava cools into rock.', { voice: 'deep', speed: 1.25, language: 'fr' });

    expect(audio).toEqual({ bytes: Buffer.from('ID3-spoken'), contentType: 'audio/mpeg' });
    expect(received).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-local',
        body: { model: 'tts-1', voice: 'onyx', input: 'Lava cools into rock.', speed: 1.25, response_format: 'mp3' },
      },
    ]);
  });

  it('fails when the endpoint refuses, so the lesson records no audio for that paragraph', async () => {
    const engine = new SpeechEndpointEngine({ baseUrl, apiKey: null, model: 'kokoro', timeoutMs: 5_000 });
    await expect(engine.speak('fail', { voice: 'clear', speed: 1, language: 'en' })).rejects.toThrow(/bad input/);
  });
});
