// saxon-js ships without type declarations; this covers the part of its documented API we use.
declare module 'saxon-js' {
  type TransformOptions = {
    /** A compiled stylesheet: the parsed JSON of a SEF file. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'raw';
  };
  type TransformResult = { principalResult: unknown };
  type XPathOptions = {
    namespaceContext?: Record<string, string>;
    resultForm?: 'array' | 'iterator' | 'default';
  };
  type SaxonJSApi = {
    transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;
    XPath: { evaluate(xpath: string, context: unknown, options?: XPathOptions): unknown };
    getProcessorInfo(): { productVersion: string };
  };
  const SaxonJS: SaxonJSApi;
  export default SaxonJS;
}
