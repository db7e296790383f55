// saxon-js ships without type declarations; this covers the part of its documented API we use.
declare module 'saxon-js' {
  type TransformOptions = {
    /** A compiled stylesheet: the parsed JSON of a SEF file. */
    stylesheetInternal: unknown;
    /** Documents (or other items) the initial mode is applied to, one after the other. */
    initialSelection?: unknown[];
    sourceText?: string;
    destination: 'raw';
    resultForm?: 'array' | 'iterator' | 'default';
  };
  type TransformResult = { principalResult: unknown };
  type XPathOptions = {
    namespaceContext?: Record<string, string>;
    resultForm?: 'array' | 'iterator' | 'default';
  };
  type SaxonJSApi = {
    transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;
    transform(options: TransformOptions, execution: 'sync'): TransformResult;
    getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
    XPath: { evaluate(xpath: string, context: unknown, options?: XPathOptions): unknown };
    getProcessorInfo(): { productVersion: string };
  };
  const SaxonJS: SaxonJSApi;
  export default SaxonJS;
}
