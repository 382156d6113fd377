import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitizeFileName } from './file-name.js';
import { declaredFileType, sniffBinaryType, typeForFileName, verifyFileType } from './file-type.js';

const bytes = (hex: string, tail = '') => Buffer.concat([Buffer.from(hex.replace(/\s/g, ''), 'hex'), Buffer.from(tail)]);
const samples = {
  pdf: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n', 'latin1'),
  png: bytes('89504e470d0a1a0a 0000000d49484452'),
  jpeg: bytes('ffd8ffe000104a464946'),
  webp: Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
  gif: Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'),
  zip: bytes('504b0304 14000000'),
  mp3: Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
  mp3Frame: bytes('fffb9064 00000000'),
  mp4: bytes('00000020', 'ftypisom\u0000\u0000\u0002\u0000'),
  elf: bytes('7f454c46 02010100'),
};

describe('material file types', () => {
  it('recognises each allowed binary type by its first bytes', () => {
    expect(sniffBinaryType(samples.pdf)).toBe('application/pdf');
    expect(sniffBinaryType(samples.png)).toBe('image/png');
    expect(sniffBinaryType(samples.jpeg)).toBe('image/jpeg');
    expect(sniffBinaryType(samples.webp)).toBe('image/webp');
    expect(sniffBinaryType(samples.gif)).toBe('image/gif');
    expect(sniffBinaryType(samples.zip)).toBe('application/zip');
    expect(sniffBinaryType(samples.mp3)).toBe('audio/mpeg');
    expect(sniffBinaryType(samples.mp3Frame)).toBe('audio/mpeg');
    expect(sniffBinaryType(samples.mp4)).toBe('video/mp4');
    expect(sniffBinaryType(samples.elf)).toBeNull();
    expect(sniffBinaryType(Buffer.from('# Notes'))).toBeNull();
  });

  it('takes the promised type from the extension, whatever its case', () => {
    expect(typeForFileName('Week 1.PDF')).toBe('application/pdf');
    expect(typeForFileName('notes.markdown')).toBe('text/markdown');
    expect(typeForFileName('clip.m4v')).toBe('video/mp4');
    expect(typeForFileName('setup.exe')).toBeNull();
    expect(typeForFileName('page.html')).toBeNull();
    expect(typeForFileName('README')).toBeNull();
  });

  it('verifies the bytes against the promise: a binary under a text name or another type fails', () => {
    expect(verifyFileType(samples.pdf, 'application/pdf')).toBe('application/pdf');
    expect(verifyFileType(Buffer.from('name,score\nAda,90\n'), 'text/csv')).toBe('text/csv');
    expect(verifyFileType(Buffer.from('# Übung\n'), 'text/markdown')).toBe('text/markdown');
    expect(verifyFileType(samples.elf, 'text/plain')).toBeNull();
    expect(verifyFileType(samples.pdf, 'text/plain')).toBeNull();
    expect(verifyFileType(Buffer.from([0xc3, 0x28]), 'text/plain')).toBeNull();
    expect(verifyFileType(samples.pdf, 'image/png')).toBeNull();
    expect(verifyFileType(samples.zip, 'application/pdf')).toBeNull();
  });

  it('reads declared types with their aliases, octet-stream as no claim, and anything else as other', () => {
    expect(declaredFileType('application/pdf')).toBe('application/pdf');
    expect(declaredFileType('text/csv; charset=utf-8')).toBe('text/csv');
    expect(declaredFileType('application/vnd.ms-excel')).toBe('text/csv');
    expect(declaredFileType('application/octet-stream')).toBeNull();
    expect(declaredFileType(undefined)).toBeNull();
    expect(declaredFileType('application/x-msdownload')).toBe('other');
  });
});

describe('file names', () => {
  it('keeps an ordinary name, accents and all', () => {
    expect(sanitizeFileName('Leçon 1 – fractions.pdf')).toBe('Leçon 1 – fractions.pdf');
  });

  it('drops folders, control and reserved characters, direction overrides and leading dots', () => {
    expect(sanitizeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeFileName('C:\\Users\\ada\\notes.md')).toBe('notes.md');
    expect(sanitizeFileName('a<b>c:"d"|e?f*.txt')).toBe('abcdef.txt');
    expect(sanitizeFileName('report\u202egnp.pdf')).toBe('reportgnp.pdf');
    expect(sanitizeFileName('line\nbreak\t.csv')).toBe('linebreak.csv');
    expect(sanitizeFileName('...hidden.txt')).toBe('hidden.txt');
    expect(sanitizeFileName('con.txt')).toBe('_con.txt');
    expect(sanitizeFileName(' / ')).toBe('');
  });

  it('shortens a long name to 200 characters, keeping its extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('offers a download under an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Leçon "1".pdf')).toBe(`attachment; filename="Le_on _1_.pdf"; filename*=UTF-8''Le%C3%A7on%20%221%22.pdf`);
  });
});
