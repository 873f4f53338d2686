// The integration tests import the app's src/, which reads import.meta.env (typed by Vite's client types).
/// <reference types="vite/client" />
