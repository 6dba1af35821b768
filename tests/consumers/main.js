// The bundled projects' entry (vite-app, webpack-app): the package by its names.
import 'cubesolver/widget';
import { solve } from 'cubesolver';
import { start } from './app.js';

start(solve);
