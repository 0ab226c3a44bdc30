describe('call frames while the handlers are made', () => {
  it('are off once the module is loaded, and back at their limit after callFramesBack', async () => {
    const before = Error.stackTraceLimit;
    const { callFramesBack } = await import('./call-frames');
    expect(Error.stackTraceLimit).toBe(0);
    callFramesBack();
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('here').stack).toContain('call-frames.test');
  });
});
