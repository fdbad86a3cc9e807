// bottleneck ships types for its main entry only; light.js is the same class without Redis clustering.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
