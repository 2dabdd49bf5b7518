import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, downloadApi } from '../../../platform/api-client.ts';
import { downloadProjectExport, projectUploadSender } from './project-sheets-api.ts';

vi.mock('../../../platform/api-client.ts', () => ({ callApi: vi.fn(), downloadApi: vi.fn() }));
const call = vi.mocked(callApi);
const download = vi.mocked(downloadApi);

beforeEach(() => {
  call.mockReset();
  download.mockReset();
});

describe('a project’s spreadsheets from the browser', () => {
  it('sends the upload to the project’s Upload with the bytes’ progress, and answers the server’s result', async () => {
    const answer: CartUploadResult = { Status: 'success', Message: 'ok', Added: 1, Errors: [] };
    call.mockResolvedValueOnce(answer as never);
    const progress = vi.fn();
    const result = await projectUploadSender(42)({ FileName: 'list.xlsx', Data: 'QUJD' }, progress);
    expect(result).toBe(answer);
    const [route, input, options] = call.mock.calls[0] ?? [];
    expect(route).toEqual({ method: 'PUT', path: '/api/v1/portal/Projects/:id/Upload' });
    expect(input).toEqual({ params: { id: 42 }, body: { FileName: 'list.xlsx', Data: 'QUJD' } });
    expect(options).toEqual({ onUploadProgress: progress });
  });

  it('downloads the export of that project', async () => {
    const file = { blob: new Blob(['PK']), filename: 'Shopping cart Site A 2026-11-27.xlsx' };
    download.mockResolvedValueOnce(file);
    expect(await downloadProjectExport(7)).toBe(file);
    expect(download).toHaveBeenCalledWith(
      { method: 'GET', path: '/api/v1/portal/Projects/:id/Export' },
      { params: { id: 7 } },
    );
  });
});
