import { contentDisposition, encodeRfc5987 } from './content-disposition.ts';

describe('Content-Disposition', () => {
  it('encodes Japanese names with RFC 5987 filename* and an ASCII fallback', () => {
    expect(contentDisposition('解約届.pdf')).toBe(`attachment; filename="download.pdf"; filename*=UTF-8''%E8%A7%A3%E7%B4%84%E5%B1%8A.pdf`);
    expect(contentDisposition('report 2026.pdf', 'inline')).toBe(`inline; filename="report 2026.pdf"; filename*=UTF-8''report%202026.pdf`);
  });

  it('never lets quotes, backslashes or separators through unencoded', () => {
    const header = contentDisposition('a"b\\c;d%e.pdf');
    expect(header).toBe(`attachment; filename="abcde.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25e.pdf`);
    expect(encodeRfc5987("it's (1).pdf")).toBe('it%27s%20%281%29.pdf');
  });
});
