// @bcoe/v8-coverage ships no types; these are the parts the coverage provider uses.
declare module '@bcoe/v8-coverage' {
  export interface RangeCov {
    startOffset: number;
    endOffset: number;
    count: number;
  }
  export interface FunctionCov {
    functionName: string;
    ranges: RangeCov[];
    isBlockCoverage: boolean;
  }
  export interface ScriptCov {
    scriptId: string;
    url: string;
    functions: FunctionCov[];
  }
  export interface ProcessCov {
    result: ScriptCov[];
  }
  /** One process coverage with every script's counts added up. */
  export function mergeProcessCovs(processCovs: readonly ProcessCov[]): ProcessCov;
}
