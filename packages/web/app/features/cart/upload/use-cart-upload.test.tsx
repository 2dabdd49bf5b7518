import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { CART_UPLOAD_MAX_BYTES } from '@airshop/domain/commerce/cart-upload';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../platform/api-client.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { phaseOfProgress, refusedRows } from '../../spreadsheet-upload/index.ts';
import { useCartUpload } from './use-cart-upload.ts';

vi.mock('../../../platform/api-client.ts', () => ({ callApi: vi.fn() }));
const request = vi.mocked(callApi);

const t = (id: string, values?: Record<string, string | number>) =>
  values ? `${id} ${JSON.stringify(values)}` : id;

const answer = (
  Status: CartUploadResult['Status'],
  errors: CartUploadResult['Errors'] = [],
): CartUploadResult => ({
  Status,
  Message: `${Status} message`,
  Added: Status === 'error' ? 0 : 2,
  Errors: errors,
});

function setup() {
  const notify = vi.fn();
  const onUploaded = vi.fn();
  const hook = renderHook(() => useCartUpload(t, notify, onUploaded));
  return { hook, notify, onUploaded };
}

const csv = () => new File(['code,quantity\nRX-1,2\n'], 'list.csv', { type: 'text/csv' });

beforeEach(() => {
  request.mockReset();
});

describe('the cart upload', () => {
  it('sends the file as a data URL, shows the bytes going out and then the check, then the answer', async () => {
    const { hook, notify, onUploaded } = setup();
    let release: (result: CartUploadResult) => void = () => {};
    request.mockImplementation(
      () =>
        new Promise<never>((resolve) => {
          release = resolve as unknown as (result: CartUploadResult) => void;
        }),
    );
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.upload(csv());
    });
    await vi.waitFor(() => expect(request).toHaveBeenCalled());
    const progress = request.mock.calls[0]?.[2]?.onUploadProgress;
    act(() => progress?.({ sent: 50, total: 200 }));
    expect(hook.result.current.phase).toEqual({ kind: 'sending', name: 'list.csv', share: 0.25 });
    act(() => progress?.({ sent: 200, total: 200 }));
    expect(hook.result.current.phase).toEqual({ kind: 'checking', name: 'list.csv' });
    await act(async () => {
      release(answer('warning', [{ Row: 4, Code: 'X', Error: 'unknownCode' }]));
      await done;
    });
    const [route, input] = request.mock.calls[0] ?? [];
    expect(route).toEqual({ method: 'PUT', path: '/api/v1/Carts/Default/Upload' });
    const body = (input as unknown as { body: { FileName: string; Data: string } }).body;
    expect(body.FileName).toBe('list.csv');
    expect(atob(body.Data.replace(/^data:[^,]*;base64,/, ''))).toBe('code,quantity\nRX-1,2\n');
    expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'warning message' });
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(hook.result.current.phase).toEqual({ kind: 'idle' });
    expect(refusedRows(hook.result.current.result)).toEqual([{ Row: 4, Code: 'X', Error: 'unknownCode' }]);
  });

  it('says success and refetches when every row went in, and does not refetch when none did', async () => {
    const { hook, notify, onUploaded } = setup();
    request.mockResolvedValueOnce(answer('success') as never);
    await act(async () => {
      await hook.result.current.upload(csv());
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'success', message: 'success message' });
    expect(onUploaded).toHaveBeenCalledTimes(1);
    request.mockResolvedValueOnce(
      answer('error', [{ Row: 0, Code: null, Error: 'unsupportedFileType' }]) as never,
    );
    await act(async () => {
      await hook.result.current.upload(csv());
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', message: 'error message' });
    expect(onUploaded).toHaveBeenCalledTimes(1);
    // A file refused as a whole lists no rows: the message says it all.
    expect(refusedRows(hook.result.current.result)).toEqual([]);
  });

  it('tells what to do when the upload fails, and refuses a file over 10 MB without sending it', async () => {
    const { hook, notify } = setup();
    request.mockRejectedValueOnce(new ApiError(413));
    await act(async () => {
      await hook.result.current.upload(csv());
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', message: 'upload/errors/tooLarge' });
    request.mockRejectedValueOnce(new TypeError('Network request failed'));
    await act(async () => {
      await hook.result.current.upload(csv());
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', message: 'upload/errors/failed' });
    request.mockRejectedValueOnce(new ApiError(401));
    await act(async () => {
      await hook.result.current.upload(csv());
    });
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', message: 'upload/errors/signIn' });
    const big = new File(['x'], 'big.xlsx');
    Object.defineProperty(big, 'size', { value: CART_UPLOAD_MAX_BYTES + 1 });
    request.mockClear();
    await act(async () => {
      await hook.result.current.upload(big);
    });
    expect(request).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', message: 'upload/errors/tooLarge' });
  });
});

describe('phaseOfProgress', () => {
  it('is the share sent, unknown while the size is, and checking once everything is out', () => {
    expect(phaseOfProgress('a.csv', 50, 200)).toEqual({ kind: 'sending', name: 'a.csv', share: 0.25 });
    expect(phaseOfProgress('a.csv', 50, 0)).toEqual({ kind: 'sending', name: 'a.csv', share: undefined });
    expect(phaseOfProgress('a.csv', 200, 200)).toEqual({ kind: 'checking', name: 'a.csv' });
  });
});
