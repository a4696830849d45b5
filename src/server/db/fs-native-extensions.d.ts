// The part of fs-native-extensions (Holepunch) that the data-folder lock uses; the package ships no types.
declare module "fs-native-extensions" {
  /**
   * An exclusive (or shared) lock on an open file: an open-file-description lock (fcntl F_OFD_SETLK)
   * on Linux, flock(2) on macOS. False when another open file holds it; the system releases it when
   * the file is closed or its process ends, however it ends.
   */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
