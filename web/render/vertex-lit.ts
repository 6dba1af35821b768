// A MeshStandardMaterial lit at its vertices instead of at each pixel where WebGL draws
// on the CPU (SwiftShader, llvmpipe: no GPU, or none allowed), where the pixels' lighting
// was half a frame's time: a 3x3x3's frame ~47 ms of CPU against ~30 ms (docs/BENCHMARKS.md,
// "A frame on the CPU"). three.js's own lighting chunks run in the vertex shader, and the
// pixel shader writes the colour it is handed: the same lights, colours, roughness and
// metalness; on a flat face (a sticker) the same diffuse light, only the specular sheen
// interpolated between vertices (the pictures differ by half a level of 255 on average).
// On a GPU the material is drawn as three.js draws it.
import type * as THREE from 'three';
import { drawsOnCpu } from './webgl-renderer';

const VERTEX = /* glsl */ `
#define STANDARD
uniform vec3 diffuse;
uniform vec3 emissive;
uniform float roughness;
uniform float metalness;
uniform float opacity;
varying vec3 vOutgoingLight;
#include <common>
#include <lights_pars_begin>
#include <lights_physical_pars_fragment>
void main() {
  #include <beginnormal_vertex>
  #include <defaultnormal_vertex>
  #include <begin_vertex>
  #include <project_vertex>
  vec3 vViewPosition = - mvPosition.xyz;
  vec3 normal = normalize( transformedNormal );
  vec3 nonPerturbedNormal = normal;
  vec4 diffuseColor = vec4( diffuse, opacity );
  float roughnessFactor = roughness;
  float metalnessFactor = metalness;
  ReflectedLight reflectedLight = ReflectedLight( vec3( 0.0 ), vec3( 0.0 ), vec3( 0.0 ), vec3( 0.0 ) );
  // The pixel shader's roughness widening by the normal's change across a pixel: none here.
  #define dFdx( x ) vec3( 0.0 )
  #define dFdy( x ) vec3( 0.0 )
  #include <lights_physical_fragment>
  #include <lights_fragment_begin>
  #include <lights_fragment_end>
  vOutgoingLight = reflectedLight.directDiffuse + reflectedLight.indirectDiffuse
    + reflectedLight.directSpecular + reflectedLight.indirectSpecular + emissive;
}
`;

const FRAGMENT = /* glsl */ `
uniform float opacity;
varying vec3 vOutgoingLight;
#include <common>
void main() {
  vec4 diffuseColor = vec4( 1.0, 1.0, 1.0, opacity );
  vec3 outgoingLight = vOutgoingLight;
  #include <opaque_fragment>
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
  #include <premultiplied_alpha_fragment>
}
`;

/** Makes `material` lit at its vertices by a renderer that draws on the CPU (its uniforms as before). */
export function litAtVerticesOnCpu<M extends THREE.MeshStandardMaterial>(material: M): M {
  material.onBeforeCompile = (shader, renderer) => {
    if (!drawsOnCpu(renderer.getContext())) return;
    shader.vertexShader = VERTEX;
    shader.fragmentShader = FRAGMENT;
  };
  // A renderer draws on the CPU or not: one key serves both programs (each renderer keeps its own).
  material.customProgramCacheKey = () => 'lit-at-vertices-on-cpu';
  return material;
}
